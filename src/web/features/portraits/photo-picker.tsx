import { ImagePlus } from "lucide-react";
import { useId, useRef } from "react";
import { toast } from "../../ui/use-toast";
import { checkFile } from "./photo";

/** A large, friendly photo button; files are checked (type, 10 MB) before anything is sent. */
export function PhotoPicker({
  onFile,
  disabled,
  label = "Upload Your Pet's Photo",
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
  label?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="rounded-[var(--radius-card)] border-2 border-dashed border-mint-300 bg-white p-6 text-center shadow-soft">
      <ImagePlus className="mx-auto size-12 text-mint-700" aria-hidden />
      <label
        htmlFor={id}
        className="mt-3 inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full bg-mint-700 px-6 py-2.5 font-display font-semibold text-white shadow-soft hover:bg-mint-800"
      >
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/*"
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          const problem = checkFile(file);
          if (problem) {
            toast({ ...problem, variant: "destructive" });
            return;
          }
          onFile(file);
        }}
      />
      <p className="mt-3 text-sm text-muted">
        JPG, PNG or WebP, up to 10MB. A clear, well-lit photo of your pet's face works best.
      </p>
    </div>
  );
}
