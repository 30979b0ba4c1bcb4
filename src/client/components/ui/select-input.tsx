import type { ComponentProps } from 'react';
import { controlClass } from './control-class.ts';
import { useFieldControl } from './form-field.tsx';

/** A native select; wired to its FormField like TextInput. */
export function SelectInput({ className, ...props }: ComponentProps<'select'>) {
  const control = useFieldControl();
  return <select {...control} {...props} className={`h-11 ${controlClass} ${className ?? ''}`} />;
}
