import { useId } from 'react';

/** "Hidden from the store": a collection the gallery leaves out (the admin still lists it). */
export function HiddenCheckbox({
  checked,
  onChange,
  className = '',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 accent-primary"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          Hidden from the store
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Hidden pieces stay here but are not shown or sold in the gallery.
        </p>
      </div>
    </div>
  );
}
