import { Button } from "@web/components/Button.tsx";
import { useRef } from "react";

const fileKey = (f: File) => `${f.name}:${f.size}:${f.lastModified}`;

/** What picking files gave: the images kept, the first problem of a refused file, whether some did not fit. */
export type PickedImages = { images: File[]; problem: string | null; tooMany: boolean };

/**
 * Adds picked files to the attached images: refused files (by `problemOf`) are left out and the first
 * problem reported, the same file picked twice is attached once, and no more than `max` are kept.
 * @param current - the images attached so far
 * @param picked - the files just picked
 * @param problemOf - a file's problem (an i18n key), or null when it may be attached
 * @param max - the most images a form takes
 * @returns the images to keep and what to tell the student
 */
export function pickImages(
  current: readonly File[],
  picked: readonly File[],
  problemOf: (f: File) => string | null,
  max: number,
): PickedImages {
  const problem = picked.map(problemOf).find((p) => p !== null) ?? null;
  const good = picked.filter((f) => problemOf(f) === null);
  const fresh = good.filter((f) => !current.some((g) => fileKey(g) === fileKey(f)));
  const room = Math.max(0, max - current.length);
  return { images: [...current, ...fresh.slice(0, room)], problem, tooMany: fresh.length > room };
}

type Props = {
  images: readonly File[];
  max: number;
  accept: readonly string[];
  addLabel: string;
  removeLabel: (name: string) => string;
  testId: string;
  onPick: (files: File[]) => void;
  onRemove: (file: File) => void;
};

/**
 * The attached images of a form with a remove button each, and the file picker while there is room (a
 * label styled as a button around a visually hidden input, so it is reached by keyboard too).
 * @param props - the images, the limits, the labels and the handlers
 * @returns the list and the picker
 */
export function ImageAttachments({
  images,
  max,
  accept,
  addLabel,
  removeLabel,
  testId,
  onPick,
  onRemove,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <ul className="fb-images">
        {images.map((img) => (
          <li key={fileKey(img)}>
            <span>{img.name}</span>{" "}
            <Button
              variant="ghost"
              className="btn-sm"
              aria-label={removeLabel(img.name)}
              onClick={() => onRemove(img)}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      {images.length < max && (
        <label className="btn btn-secondary btn-sm">
          {addLabel}
          <input
            ref={input}
            type="file"
            className="sr-only"
            multiple
            accept={accept.join(",")}
            data-testid={testId}
            onChange={(e) => {
              const files = [...(e.currentTarget.files ?? [])];
              // Picking the same file again must fire change again.
              if (input.current) input.current.value = "";
              onPick(files);
            }}
          />
        </label>
      )}
    </>
  );
}
