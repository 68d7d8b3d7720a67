import type { DialogueRole } from "@hibiki/exercises";
import { Dialog } from "@web/components/Dialog.tsx";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import { SpeakerAvatar } from "./SpeakerAvatar.tsx";
import type { DialogueSpeaker } from "./turns.ts";

/** Props of {@link RoleChooser}. */
export type RoleChooserProps = {
  /** the speakers who have lines */
  roles: readonly DialogueSpeaker[];
  /** picture of the resource's "all" speaker entry, if any */
  allPicture?: string | undefined;
  onChoose: (role: DialogueRole) => void;
};

/**
 * The role-choice popup of the dialogue challenge (spec §2): one button per speaker ("one" role: the
 * student says that speaker's lines and hears the others) and one for every part ("all").
 * @param props - the roles and the choice callback
 * @returns the modal dialog
 */
export function RoleChooser({ roles, allPicture, onChoose }: RoleChooserProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t("dialogue.choose_role_title")} testId="role-chooser">
      <p className="muted">{t("dialogue.choose_role_hint")}</p>
      <div className="dl-roles">
        {roles.map((s) => (
          <button
            key={s.name}
            type="button"
            className="dl-role"
            data-testid="role-one"
            data-speaker={s.name}
            onClick={() => onChoose({ mode: "single", speaker: s.name })}
          >
            <SpeakerAvatar speaker={s} size="lg" />
            {t("dialogue.role_one", { name: s.name })}
          </button>
        ))}
        <button
          type="button"
          className="dl-role"
          data-testid="role-all"
          onClick={() => onChoose({ mode: "all" })}
        >
          <SpeakerAvatar
            speaker={{ name: t("dialogue.all_roles"), picture: allPicture, slot: 5 }}
            size="lg"
          />
          {t("dialogue.role_all")}
          <span className="dl-role-hint">{t("dialogue.role_all_hint")}</span>
        </button>
      </div>
    </Dialog>
  );
}
