import { Button } from "@web/components/Button.tsx";
import { Dialog } from "@web/components/Dialog.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTeacherInfoQuery } from "../shell/auth-api.ts";
import { confirmed } from "../shell/confirm.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { teacherUrls } from "../shell/urls.ts";
import {
  useClassArchiveMutation,
  useClassCodeRegenMutation,
  useClassCreateMutation,
  useClassesQuery,
  useClassRenameMutation,
  useTeachersQuery,
} from "./api.ts";

type NameDialog = { mode: "create" } | { mode: "rename"; classId: number; name: string } | null;

/**
 * The teacher's classes (an admin: every class of the school) with join codes and links to roster,
 * progress and homework; create, rename and new join code.
 * @returns the page
 */
export default function ClassListPage() {
  const { t } = useTranslation();
  usePageTitle(t("t.classes.title"));
  const classes = useClassesQuery();
  const create = useClassCreateMutation();
  const rename = useClassRenameMutation();
  const regen = useClassCodeRegenMutation();
  const archive = useClassArchiveMutation();
  const [dialog, setDialog] = useState<NameDialog>(null);
  const [name, setName] = useState("");
  const [owner, setOwner] = useState("");
  const isAdmin = useTeacherInfoQuery().data?.role === "admin";
  const teachers = useTeachersQuery(isAdmin);

  const open = (d: NameDialog) => {
    setName(d?.mode === "rename" ? d.name : "");
    setDialog(d);
  };
  const save = () => {
    if (!dialog || name.trim() === "") return;
    const done = {
      onSuccess: () => {
        showToast(t("t.saved"), "success");
        setDialog(null);
      },
    };
    if (dialog.mode === "create")
      create.mutate({ name: name.trim(), teacher_id: owner ? Number(owner) : undefined }, done);
    else rename.mutate({ class_id: dialog.classId, name: name.trim() }, done);
  };
  const handleArchive = async (c: { class_id: number; name: string; archived_at: string | null }) => {
    const archiving = c.archived_at === null;
    if (archiving && !(await confirmed(t("t.classes.archive_confirm", { name: c.name })))) return;
    archive.mutate({ class_id: c.class_id, archived: archiving ? 1 : 0 });
  };
  const handleRegen = async (classId: number) => {
    if (await confirmed(t("t.classes.regen_confirm"))) regen.mutate({ class_id: classId });
  };

  return (
    <section aria-labelledby="tc-classes-title">
      <div className="tc-toolbar">
        <h1 id="tc-classes-title">{t("t.classes.title")}</h1>
        <span className="spacer" />
        <Button onClick={() => open({ mode: "create" })} data-testid="class-create">
          {t("t.classes.new")}
        </Button>
      </div>
      <Loadable query={classes}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="muted">{t("t.empty")}</p>
          ) : (
            <div className="tc-table-wrap">
              <table className="tc-table">
                <thead>
                  <tr>
                    <th scope="col">{t("t.classes.name")}</th>
                    <th scope="col">{t("t.classes.teacher")}</th>
                    <th scope="col" className="num">
                      {t("t.classes.students")}
                    </th>
                    <th scope="col">{t("t.classes.join_code")}</th>
                    <th scope="col">{t("t.roster.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {/* archived classes (past years) after the current ones */}
                  {[...data.items]
                    .sort((a, b) => Number(a.archived_at !== null) - Number(b.archived_at !== null))
                    .map((c) => (
                      <tr
                        key={c.class_id}
                        data-testid="class-row"
                        data-class-id={c.class_id}
                        data-archived={c.archived_at ? 1 : 0}
                        className={c.archived_at ? "tc-inactive" : undefined}
                      >
                        <th scope="row">
                          <Link to={teacherUrls.roster(c.class_id)}>{c.name}</Link>
                          {c.archived_at && <span className="chip">{t("t.classes.archived")}</span>}
                        </th>
                        <td>{c.teacher_name ?? "—"}</td>
                        <td className="num">{c.student_count}</td>
                        <td>
                          <code data-testid="class-code">{c.class_code}</code>
                        </td>
                        <td>
                          <div className="tc-actions">
                            <Link className="btn btn-secondary" to={teacherUrls.roster(c.class_id)}>
                              {t("t.classes.roster")}
                            </Link>
                            <Link className="btn btn-secondary" to={teacherUrls.dashboard(c.class_id)}>
                              {t("t.classes.dashboard")}
                            </Link>
                            <Link className="btn btn-secondary" to={teacherUrls.homeworkList(c.class_id)}>
                              {t("t.classes.homework")}
                            </Link>
                            <Button
                              variant="ghost"
                              onClick={() => open({ mode: "rename", classId: c.class_id, name: c.name })}
                            >
                              {t("t.classes.rename")}
                            </Button>
                            <Button variant="ghost" onClick={() => void handleRegen(c.class_id)}>
                              {t("t.classes.regen")}
                            </Button>
                            <Button
                              variant="ghost"
                              onClick={() => void handleArchive(c)}
                              data-testid="class-archive"
                            >
                              {c.archived_at ? t("t.classes.unarchive") : t("t.classes.archive")}
                            </Button>
                          </div>
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loadable>
      {dialog && (
        <Dialog
          title={dialog.mode === "create" ? t("t.classes.new") : t("t.classes.rename")}
          onClose={() => setDialog(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDialog(null)}>
                {t("t.cancel")}
              </Button>
              <Button
                onClick={save}
                busy={create.isPending || rename.isPending}
                disabled={name.trim() === ""}
                data-testid="class-name-save"
              >
                {t("t.save")}
              </Button>
            </>
          }
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <TextField
              label={t("t.classes.name")}
              value={name}
              maxLength={50}
              onChange={(e) => setName(e.target.value)}
              data-testid="class-name"
            />
            {isAdmin && dialog.mode === "create" && (
              <div className="field">
                <label htmlFor="tc-class-owner">{t("t.classes.teacher")}</label>
                <select
                  id="tc-class-owner"
                  className="tc-select"
                  value={owner}
                  onChange={(e) => setOwner(e.target.value)}
                  data-testid="class-owner"
                >
                  <option value="">—</option>
                  {teachers.data?.items.map((tc) => (
                    <option key={tc.teacher_id} value={tc.teacher_id}>
                      {tc.name || tc.username}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </form>
        </Dialog>
      )}
    </section>
  );
}
