import type { ComponentProps } from 'react';
import { TextInput } from './text-input.tsx';

/** A file picker styled as the other inputs, its button a muted chip. */
export function FileInput(props: Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return (
    <TextInput
      {...props}
      type="file"
      className="py-2 file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium"
    />
  );
}

/** How far an upload has got (0 to 1), shown only while it runs. */
export function UploadProgress({ running, progress }: { running: boolean; progress: number }) {
  return running ? (
    <progress
      className="h-2 w-full accent-primary"
      aria-label="Upload progress"
      max={1}
      value={progress}
    />
  ) : null;
}
