import { assetUrl } from "@hibiki/exercises";
import { useResourceContext } from "../shell/resource-context.ts";
import "./dialogue.css";
import type { DialogueSpeaker } from "./turns.ts";

/** Avatar colours cycle through this many slots (see dialogue.css). */
const SLOTS = 6;

/**
 * A speaker's avatar: the resource's picture when there is one, else the first letter of the name on a
 * colour of its own. Decorative (the name is always written next to it).
 * @param props - the speaker and the size
 * @returns the avatar
 */
export function SpeakerAvatar({ speaker, size = "md" }: { speaker: DialogueSpeaker; size?: "md" | "lg" }) {
  const { resource, assetBase } = useResourceContext();
  const cls = `dl-avatar dl-avatar-${size} dl-slot-${speaker.slot % SLOTS}`;
  if (speaker.picture)
    return (
      <img
        className={cls}
        src={assetUrl(assetBase, speaker.picture, resource.res_version)}
        alt=""
        data-testid="speaker-avatar"
      />
    );
  return (
    <span className={cls} aria-hidden="true" data-testid="speaker-avatar">
      {speaker.name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}

/**
 * Avatar and name of a speaker, as every dialogue screen heads a line.
 * @param props - the speaker
 * @returns the label
 */
export function SpeakerLabel({ speaker }: { speaker: DialogueSpeaker }) {
  return (
    <span className="dl-speaker">
      <SpeakerAvatar speaker={speaker} />
      <span className="dl-speaker-name" data-testid="speaker-name">
        {speaker.name}
      </span>
    </span>
  );
}
