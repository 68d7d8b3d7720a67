import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Loadable } from "../shell/Loadable.tsx";
import { MoreButton } from "../shell/MoreButton.tsx";
import { useMessageListQuery } from "./api.ts";
import { MessageForm } from "./MessageForm.tsx";
import { SentMessageRow } from "./SentMessageRow.tsx";

/**
 * Messages and notices: the form to send one and what was sent, with how many have read it; a plain
 * message can be edited or withdrawn.
 * @returns the page
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  usePageTitle(t("t.msg.title"));
  const list = useMessageListQuery();
  return (
    <section aria-labelledby="tc-msg-title">
      <h1 id="tc-msg-title">{t("t.msg.title")}</h1>
      <MessageForm />
      <h2>{t("t.msg.sent_list")}</h2>
      <Loadable query={list}>
        {() =>
          list.items.length === 0 ? (
            <p className="muted">{t("t.empty")}</p>
          ) : (
            <div className="tc-table-wrap">
              <table className="tc-table">
                <thead>
                  <tr>
                    <th scope="col">{t("t.msg.subject")}</th>
                    <th scope="col">{t("t.msg.kind")}</th>
                    <th scope="col">{t("t.msg.to")}</th>
                    <th scope="col" className="num">
                      {t("t.msg.read")}
                    </th>
                    <th scope="col">{t("t.fb.date")}</th>
                    <th scope="col">{t("t.roster.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((m) => (
                    <SentMessageRow key={m.msg_id} m={m} />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loadable>
      <MoreButton
        hasMore={list.hasNextPage}
        busy={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </section>
  );
}
