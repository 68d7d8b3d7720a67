import type { AiSpeakingVoice } from "@hibiki/contracts";

/**
 * The partner's avatar: the name's first letter on a colour of its voice (decorative; the name is
 * written beside it).
 * @param props - the partner's name and voice, and the size
 * @returns the avatar
 */
export function PartnerAvatar({
  name,
  voice,
  size = 40,
}: {
  name: string;
  voice: AiSpeakingVoice;
  size?: number;
}) {
  return (
    <span
      className={`ais-avatar ais-voice-${voice}`}
      style={{ width: size, height: size, fontSize: size / 2.4 }}
      aria-hidden="true"
    >
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
