import type { DialogueRole } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../dialogue/i18n.ts";
import { SpeakerAvatar } from "../dialogue/SpeakerAvatar.tsx";
import { type DialogueSpeaker, speakerNamed } from "../dialogue/turns.ts";

/**
 * The student's part in the dialogue challenge ("Your part: Ben", or every part), with the avatar.
 * @param props - the chosen role and the dialogue's speakers
 * @returns the tag
 */
export function RoleTag({ role, speakers }: { role: DialogueRole; speakers: readonly DialogueSpeaker[] }) {
  const { t } = useTranslation();
  const name = role.mode === "all" ? t("dialogue.all_roles") : speakerNamed(speakers, role.speaker).name;
  return (
    <p className="dl-role-tag" data-testid="role-tag">
      {role.mode === "single" && <SpeakerAvatar speaker={speakerNamed(speakers, role.speaker)} />}
      {t("dialogue.your_role", { role: name })}
    </p>
  );
}
