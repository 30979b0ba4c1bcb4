import { Rocket } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toPercent } from '../../../../shared/percent.ts';
import {
  PublishReleaseFieldsSchema,
  type ReleaseChannel,
  releaseChannels,
} from '../../../../shared/releases.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FileInput, UploadProgress } from '../../../components/ui/file-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SelectInput } from '../../../components/ui/select-input.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../toast/toast-store.ts';
import { usePublishRelease } from '../api/releases.ts';
import { releasePagePath } from './release-paths.ts';

type FieldName = 'version' | 'channel' | 'changelog' | 'zip';

/**
 * Publish a release: version, channel, changelog, and its files: the current package (the Files
 * screen's active files) unless a zip is chosen. Checked with the server's own rules first.
 */
export function PublishForm({ hasPackage }: { hasPackage: boolean }) {
  const zipInput = useRef<HTMLInputElement>(null);
  const [version, setVersion] = useState('');
  const [channel, setChannel] = useState<ReleaseChannel>('stable');
  const [changelog, setChangelog] = useState('');
  const [zip, setZip] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [progress, setProgress] = useState(0);
  const publish = usePublishRelease(setProgress);
  const navigate = useNavigate();

  return (
    <form
      noValidate
      aria-labelledby="publish-heading"
      className="grid gap-4 rounded-xl border border-border bg-card p-5"
      onSubmit={(event) => {
        event.preventDefault();
        const fields = { version, channel, changelog };
        const checked = PublishReleaseFieldsSchema.safeParse(fields);
        const found: Partial<Record<FieldName, string>> = {};
        for (const issue of checked.success ? [] : checked.error.issues) {
          found[issue.path[0] as FieldName] ??= issue.message;
        }
        if (!zip && !hasPackage)
          found.zip = 'No file is in the package: choose the zip to publish.';
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        setProgress(0);
        publish.mutate(
          { fields, zip },
          {
            onSuccess: ({ release }) => {
              toast({
                title: `Release ${release.version} published`,
                description: `On the ${release.channel} channel.`,
                variant: 'success',
              });
              void navigate(releasePagePath(release.id));
            },
            onError: (failure) => {
              const server = failure instanceof ApiRequestError ? failure.fieldErrors : undefined;
              const reason = failure.message || 'Publishing failed';
              setErrors({
                version: server?.version?.[0] ?? (/version/i.test(reason) ? reason : undefined),
                channel: server?.channel?.[0],
                changelog: server?.changelog?.[0],
                zip: zip && !server ? reason : undefined,
              });
              toast({ title: 'Publishing failed', description: reason, variant: 'destructive' });
            },
          },
        );
      }}
    >
      <h2 id="publish-heading" className="text-lg font-semibold">
        Publish a release
      </h2>
      <FormField
        label="Version"
        hint="Semantic versioning: 1.4.0, or 2.0.0-beta.1."
        error={errors.version}
        required
      >
        <TextInput
          name="version"
          value={version}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setVersion(event.target.value)}
        />
      </FormField>
      <FormField
        label="Channel"
        hint="Stable reaches every buyer and new buyers' downloads; beta only bots set to beta."
        error={errors.channel}
      >
        <SelectInput
          name="channel"
          value={channel}
          onChange={(event) => setChannel(event.target.value as ReleaseChannel)}
        >
          {releaseChannels.map((name) => (
            <option key={name} value={name}>
              {name === 'stable' ? 'Stable' : 'Beta'}
            </option>
          ))}
        </SelectInput>
      </FormField>
      <FormField
        label="Changelog"
        hint="Markdown. Buyers read it before they update."
        error={errors.changelog}
        required
      >
        <TextArea
          name="changelog"
          value={changelog}
          onChange={(event) => setChangelog(event.target.value)}
        />
      </FormField>
      <FormField
        label="Release zip (optional)"
        hint={
          hasPackage
            ? 'Leave empty to publish the current download package (the Files screen). A zip is served exactly as uploaded.'
            : 'No file is in the package, so choose the zip to publish; it is served exactly as uploaded.'
        }
        error={errors.zip}
      >
        <FileInput
          ref={zipInput}
          name="release"
          accept=".zip"
          onChange={(event) => {
            setZip(event.target.files?.[0] ?? null);
            setErrors((current) => ({ ...current, zip: undefined }));
          }}
        />
      </FormField>
      <UploadProgress running={publish.isPending && zip !== null} progress={progress} />
      <Button
        type="submit"
        className="justify-self-start"
        icon={<Rocket className="size-4" />}
        busy={publish.isPending}
        busyLabel={zip ? `Uploading... ${Math.round(toPercent(progress))}%` : 'Publishing...'}
      >
        Publish release
      </Button>
    </form>
  );
}
