import { Sparkles } from "lucide-react";
import type { FormEvent, KeyboardEvent } from "react";
import { NAMES, PET_TAGS, type PetTagId } from "../../../contract/names-constants";
import { Button } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { chipClass, chipIdleClass } from "../../ui/chip";
import { Field, Textarea } from "../../ui/field";

export function DescribeForm({
  description,
  tags,
  pending,
  onDescriptionChange,
  onToggleTag,
  onSubmit,
}: {
  description: string;
  tags: PetTagId[];
  pending: boolean;
  onDescriptionChange: (value: string) => void;
  onToggleTag: (tag: PetTagId) => void;
  onSubmit: () => void;
}) {
  const longEnough = description.trim().length >= NAMES.minDescription;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  // Ctrl/Cmd+Enter submits from the text area, even when the button is disabled.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  }

  return (
    <form onSubmit={submit} className={cardClass("mt-8 p-5")}>
      <h2 className="text-2xl font-semibold">Describe Your Pet</h2>
      <Field
        label="Species, colours, size, personality, habits, favourite things..."
        labelClassName="mt-3 block text-muted"
      >
        {(control) => (
          <Textarea
            {...control}
            name="description"
            rows={5}
            maxLength={NAMES.maxDescription}
            value={description}
            onChange={(event) => onDescriptionChange(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={pending}
            placeholder="e.g. A fluffy grey kitten with white socks who chases sunbeams and chirps at birds"
          />
        )}
      </Field>
      <p className="mt-1 text-right text-sm text-muted" aria-live="polite">
        {longEnough
          ? `${description.trim().length} / ${NAMES.maxDescription}`
          : `At least ${NAMES.minDescription} characters (${description.trim().length} so far)`}
      </p>
      <fieldset className="mt-3">
        <legend className="font-semibold">Personality (optional)</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PET_TAGS.map((tag) => {
            const selected = tags.includes(tag.id);
            return (
              <button
                key={tag.id}
                type="button"
                aria-pressed={selected}
                disabled={pending}
                onClick={() => onToggleTag(tag.id)}
                className={`${chipClass} ${selected ? "border-mint-700 bg-mint-700 text-white" : chipIdleClass}`}
              >
                <span aria-hidden>{tag.emoji}</span> {tag.label}
              </button>
            );
          })}
        </div>
      </fieldset>
      <Button type="submit" disabled={!longEnough || pending} className="mt-5 w-full">
        <Sparkles className="size-5" aria-hidden />
        Generate Perfect Names
      </Button>
    </form>
  );
}
