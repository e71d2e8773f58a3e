import type { InputHTMLAttributes, ReactNode } from "react";
import { MOVE_SIZES, type MoveSizeId } from "../../lib/quote/move-sizes";

interface ChoiceCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "type" | "title"> {
  type: "radio" | "checkbox";
  title: ReactNode;
  description?: ReactNode;
}

/** A radio button or checkbox drawn as a card: the whole card is its label, highlighted when checked. */
export function ChoiceCard({ type, title, description, ...input }: ChoiceCardProps) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40">
      <input {...input} type={type} className={type === "checkbox" ? "mt-1 size-4 accent-brand-600" : "mt-1 accent-brand-600"} />
      <span>
        <span className="block font-medium text-slate-900">{title}</span>
        {description && <span className="block text-sm text-slate-600">{description}</span>}
      </span>
    </label>
  );
}

interface MoveSizeChoicesProps {
  /** The radio group's name (also the form field it submits as). */
  name: string;
  value: string;
  onChange(size: MoveSizeId): void;
  /** The id of the first radio, so an error summary or label can point at the group. */
  firstId?: string;
  className?: string;
}

/** The four move sizes as radio cards, with each size's description. */
export function MoveSizeChoices({ name, value, onChange, firstId, className = "grid gap-3 sm:grid-cols-2" }: MoveSizeChoicesProps) {
  return (
    <div className={className}>
      {MOVE_SIZES.map((size, i) => (
        <ChoiceCard
          key={size.id}
          type="radio"
          name={name}
          id={i === 0 ? firstId : undefined}
          value={size.id}
          checked={value === size.id}
          onChange={() => onChange(size.id)}
          title={size.label}
          description={size.description}
        />
      ))}
    </div>
  );
}
