import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { onFirstUse } from '../../../../shared/on-first-use.ts';
import { toPercent } from '../../../../shared/percent.ts';
import { uploadedZipLimits } from '../../../../shared/products.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FileInput, UploadProgress } from '../../../components/ui/file-input.tsx';
import { toast } from '../../../toast/toast-store.ts';
import { useUploadProductFile } from '../api/upload-file.ts';
import { formatBytes } from '../ui/format.ts';

/** What happens to an uploaded zip, with its limits; worded when the form is first shown. */
const zipUploadHint = onFirstUse(
  () =>
    `A .zip is unpacked into the package, so buyers get the files it holds, not a zip inside the zip (at most ${new Intl.NumberFormat('en-US').format(uploadedZipLimits.maxEntries)} files, ${formatBytes(uploadedZipLimits.maxUnpackedBytes)} unpacked).`,
);

/** Upload one product file; it starts outside the package. Shows progress while it goes up. */
export function UploadForm({
  allowedExtensions,
  maxUploadBytes,
}: {
  allowedExtensions: string[];
  maxUploadBytes: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string>();
  const upload = useUploadProductFile(setProgress);
  const accept = allowedExtensions.map((ext) => (ext.startsWith('.') ? ext : `.${ext}`)).join(',');

  return (
    <form
      noValidate
      aria-labelledby="upload-heading"
      className="grid gap-4 rounded-xl border border-border bg-card p-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) {
          setError('Please choose a file to upload.');
          return;
        }
        if (file.size > maxUploadBytes) {
          setError(`The file is too large: files can be at most ${formatBytes(maxUploadBytes)}.`);
          return;
        }
        setProgress(0);
        upload.mutate(file, {
          onSuccess: () => {
            toast({
              title: 'File uploaded successfully',
              description: file.name,
              variant: 'success',
            });
            setFile(null);
            if (input.current) input.current.value = '';
          },
          onError: (failure) => {
            // The server's reason, when it gave one.
            const reason = failure.message || 'Upload failed';
            setError(reason);
            toast({ title: 'Upload failed', description: reason, variant: 'destructive' });
          },
        });
      }}
    >
      <h2 id="upload-heading" className="text-lg font-semibold">
        Upload a file
      </h2>
      <FormField
        label="Choose a file"
        hint={`Allowed: ${accept.replaceAll(',', ' ')}. Up to ${formatBytes(maxUploadBytes)}. ${zipUploadHint()}`}
        error={error}
      >
        <FileInput
          ref={input}
          name="product"
          accept={accept}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(undefined);
          }}
        />
      </FormField>
      <UploadProgress running={upload.isPending} progress={progress} />
      <Button
        type="submit"
        className="justify-self-start"
        icon={<Upload className="size-4" />}
        busy={upload.isPending}
        busyLabel={`Uploading... ${Math.round(toPercent(progress))}%`}
      >
        Upload
      </Button>
    </form>
  );
}
