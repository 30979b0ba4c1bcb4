import type { ComponentProps } from 'react';
import { controlClass } from './control-class.ts';
import { useFieldControl } from './form-field.tsx';

/** A multi-line text input; wired to its FormField like TextInput. */
export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  const control = useFieldControl();
  return (
    <textarea
      {...control}
      {...props}
      className={`min-h-36 py-2 ${controlClass} ${className ?? ''}`}
    />
  );
}
