import { useTranslation } from "react-i18next";

/**
 * An opponent's nickname; a bot is labelled as one in words (ロボット対戦相手 / Bot opponent), not only by
 * its name.
 * @param props - the nickname and whether it is the bot
 * @returns the name with its label
 */
export function OpponentName({ nickname, isBot }: { nickname: string; isBot: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="arena-opponent-name" data-testid="arena-opponent-name">
      <span>{nickname}</span>
      {isBot && (
        <span className="badge arena-bot-badge" data-testid="arena-bot-label">
          {t("arena.bot_label")}
        </span>
      )}
    </span>
  );
}
