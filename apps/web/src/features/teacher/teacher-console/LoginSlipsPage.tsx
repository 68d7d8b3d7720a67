import type { teacherLoginSlips } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { z } from "zod";
import { confirmed } from "../shell/confirm.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { teacherUrls } from "../shell/urls.ts";
import { useLoginSlipsMutation, useRosterQuery } from "./api.ts";
import { QrCode } from "./QrCode.tsx";
import "./login-slips.css";

type Slips = z.infer<(typeof teacherLoginSlips)["data"]>;

/**
 * Login slips for a class: the teacher picks students (all active ones by default), issues new initial
 * passwords (shown once; the old ones stop working) and prints one slip per student: class, 出席番号, name,
 * account, password and a QR code that opens the sign-in page with the account filled in.
 * @returns the page
 */
export default function LoginSlipsPage() {
  const { t } = useTranslation();
  const classId = Number(useParams().classId) || 0;
  const roster = useRosterQuery(classId);
  const issue = useLoginSlipsMutation();
  const [picked, setPicked] = useState<Set<number> | null>(null);
  const [slips, setSlips] = useState<Slips | null>(null);
  usePageTitle(t("t.slips.title", { name: roster.data?.class.name ?? "" }));
  const active = roster.data?.items.filter((s) => s.is_active === 1) ?? [];
  const chosen = picked ?? new Set(active.map((s) => s.student_id));
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };
  const handleIssue = async () => {
    if (!(await confirmed(t("t.slips.confirm", { count: chosen.size })))) return;
    issue.mutate(
      { class_id: classId, student_ids: [...chosen].join(",") },
      { onSuccess: (data) => setSlips(data) },
    );
  };
  const signInUrl = (account: string) =>
    `${window.location.origin}/login?account=${encodeURIComponent(account)}`;
  return (
    <Loadable query={roster}>
      {(data) => (
        <section aria-labelledby="tc-slips-title" className="slips-page">
          <p className="slips-noprint">
            <Link to={teacherUrls.roster(classId)}>← {data.class.name}</Link>
          </p>
          <div className="tc-toolbar slips-noprint">
            <h1 id="tc-slips-title">{t("t.slips.title", { name: data.class.name })}</h1>
            <span className="spacer" />
            {slips && (
              <Button onClick={() => window.print()} data-testid="slips-print">
                {t("t.gb.print")}
              </Button>
            )}
          </div>
          {!slips ? (
            <div className="tc-panel slips-noprint">
              <p>{t("t.slips.lead")}</p>
              <ul className="slips-pick">
                {active.map((s) => (
                  <li key={s.student_id}>
                    <label>
                      <input
                        type="checkbox"
                        checked={chosen.has(s.student_id)}
                        onChange={() => toggle(s.student_id)}
                        data-testid="slips-student"
                      />{" "}
                      {s.class_number !== null && `${s.class_number}. `}
                      {s.nickname || s.username} <span className="muted">({s.username})</span>
                    </label>
                  </li>
                ))}
              </ul>
              <Button
                onClick={() => void handleIssue()}
                disabled={chosen.size === 0}
                busy={issue.isPending}
                data-testid="slips-issue"
              >
                {t("t.slips.issue", { count: chosen.size })}
              </Button>
            </div>
          ) : (
            <>
              <p className="tip slips-noprint" role="status">
                {t("t.slips.once")}
              </p>
              <ul className="slips-grid" data-testid="slips">
                {slips.items.map((s) => (
                  <li key={s.student_id} className="slip" data-testid="slip">
                    <div>
                      <p className="slip-class">
                        {slips.class_name}
                        {s.class_number !== null && ` ${t("t.slips.number", { n: s.class_number })}`}
                      </p>
                      <p className="slip-name">{s.nickname || s.username}</p>
                      <dl>
                        <dt>{t("t.slips.account")}</dt>
                        <dd data-testid="slip-account">{s.username}</dd>
                        <dt>{t("t.slips.password")}</dt>
                        <dd data-testid="slip-password">{s.password}</dd>
                      </dl>
                      <p className="slip-note">{t("t.slips.change")}</p>
                    </div>
                    <QrCode text={signInUrl(s.username)} label={t("t.slips.qr", { account: s.username })} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </Loadable>
  );
}
