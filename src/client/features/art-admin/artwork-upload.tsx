import { useRef, useState } from 'react';
import {
  ART_UPLOAD_MAX_BYTES,
  type ArtUploadResponse,
  artUploadExtensions,
} from '../../../shared/art-admin.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { FileInput, UploadProgress } from '../../components/ui/file-input.tsx';
import { toast } from '../../toast/toast-store.ts';
import { useUploadArtwork } from './api/upload-artwork.ts';
import { failureReason } from './failure-reason.ts';

const accept = artUploadExtensions.join(',');
const maxMegabytes = Math.floor(ART_UPLOAD_MAX_BYTES / (1024 * 1024));

/**
 * Uploads an image or video as soon as it is chosen, with progress, and hands back the stored
 * artwork. The toasts keep the earlier shop's words: 'Image uploaded successfully', or 'Upload
 * failed' with the server's reason ('Failed to upload image' when it gave none).
 */
export function ArtworkUpload({
  label,
  hint = `PNG, JPEG, WebP, GIF or AVIF images, or MP4/MPEG videos, up to ${maxMegabytes} MB.`,
  error,
  onUploaded,
}: {
  label: string;
  hint?: string;
  error?: string;
  onUploaded: (upload: ArtUploadResponse) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadArtwork(setProgress);
  const failed = (reason: string | undefined) => {
    toast({
      title: 'Upload failed',
      description: reason ?? 'Failed to upload image',
      variant: 'destructive',
    });
    if (input.current) input.current.value = '';
  };

  return (
    <div className="grid gap-2">
      <FormField label={label} hint={hint} error={error}>
        <FileInput
          ref={input}
          accept={accept}
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            if (file.size > ART_UPLOAD_MAX_BYTES) {
              failed(`The file is too large: artwork can be at most ${maxMegabytes} MB.`);
              return;
            }
            setProgress(0);
            upload.mutate(file, {
              onSuccess: (answer) => {
                toast({ title: 'Image uploaded successfully', variant: 'success' });
                onUploaded(answer);
              },
              onError: (failure) => failed(failureReason(failure)),
            });
          }}
        />
      </FormField>
      <UploadProgress running={upload.isPending} progress={progress} />
    </div>
  );
}
