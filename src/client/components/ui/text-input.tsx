import type { ComponentProps } from 'react';
import { controlClass } from './control-class.ts';
import { useFieldControl } from './form-field.tsx';

/**
 * A one-line text input. Inside a FormField it takes the field's id, error and hint wiring; every
 * other prop (type, value, onChange, autoComplete, inputMode...) goes to the <input> as is.
 */
export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  const control = useFieldControl();
  return <input {...control} {...props} className={`h-11 ${controlClass} ${className ?? ''}`} />;
}
