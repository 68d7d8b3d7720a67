import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { MoreButton } from "../shell/MoreButton.tsx";
import { useMessageListQuery } from "./api.ts";
import { MessageForm } from "./MessageForm.tsx";

/**
 * Messages and notices: the form to send one and what was sent, with how many have read it.
 * @returns the page
 */
export default function MessagesPage() {
  const { t, i18n } = useTranslation();
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
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((m) => (
                    <tr key={m.msg_id} data-testid="msg-row">
                      <th scope="row">{m.title}</th>
                      <td>{t(`t.msg.kind_${m.kind}`)}</td>
                      <td>{m.target_name}</td>
                      <td className="num">
                        {m.read_count} / {m.recipient_count}
                      </td>
                      <td>{formatDateTime(m.created_at, i18n.language)}</td>
                    </tr>
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
