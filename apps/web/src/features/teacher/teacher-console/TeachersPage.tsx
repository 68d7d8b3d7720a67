import { PASSWORD_PATTERN } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { ApiError } from "@web/lib/errors.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Loadable } from "../shell/Loadable.tsx";
import { useTeacherCreateMutation, useTeachersQuery } from "./api.ts";

/**
 * School administrators: the school's teachers and a form to add one (classes are managed on the class list).
 * @returns the page
 */
export default function TeachersPage() {
  const { t } = useTranslation();
  usePageTitle(t("t.admin.teachers"));
  const list = useTeachersQuery();
  const create = useTeacherCreateMutation();
  const [form, setForm] = useState({
    username: "",
    password: "",
    name: "",
    email: "",
    role: "teacher" as "teacher" | "admin",
  });
  const [tried, setTried] = useState(false);
  // A plain teacher who opens this address sees "not allowed" (Loadable), without the form.
  const forbidden = list.error instanceof ApiError && list.error.status === 403;
  const pwBad = !PASSWORD_PATTERN.test(form.password);
  const submit = () => {
    setTried(true);
    if (pwBad || form.username.trim().length < 3 || form.name.trim() === "") return;
    create.mutate(form, {
      onSuccess: () => {
        showToast(t("t.admin.added"), "success");
        setForm({ username: "", password: "", name: "", email: "", role: "teacher" });
        setTried(false);
      },
    });
  };
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });
  return (
    <section aria-labelledby="tc-admin-title">
      <h1 id="tc-admin-title">{t("t.admin.teachers")}</h1>
      <Loadable query={list}>
        {(data) => (
          <div className="tc-table-wrap">
            <table className="tc-table">
              <thead>
                <tr>
                  <th scope="col">{t("t.roster.username")}</th>
                  <th scope="col">{t("t.admin.name")}</th>
                  <th scope="col">{t("t.admin.email")}</th>
                  <th scope="col">{t("t.admin.role")}</th>
                  <th scope="col" className="num">
                    {t("t.nav.classes")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((tc) => (
                  <tr key={tc.teacher_id} data-testid="teacher-row">
                    <th scope="row">{tc.username}</th>
                    <td>{tc.name}</td>
                    <td>{tc.email}</td>
                    <td>{t(tc.role === "admin" ? "t.role.admin" : "t.role.teacher")}</td>
                    <td className="num">{tc.class_count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Loadable>
      {!forbidden && (
        <>
          <h2>{t("t.admin.add")}</h2>
          <form
            className="tc-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <TextField
              label={t("t.roster.username")}
              value={form.username}
              onChange={set("username")}
              error={tried && form.username.trim().length < 3 ? t("t.roster.username_rule") : null}
            />
            <TextField
              label={t("t.roster.password")}
              value={form.password}
              onChange={set("password")}
              error={tried && pwBad ? t("t.roster.password_rule") : null}
            />
            <TextField
              label={t("t.admin.name")}
              value={form.name}
              maxLength={50}
              onChange={set("name")}
              error={tried && form.name.trim() === "" ? t("t.admin.need_name") : null}
            />
            <TextField label={t("t.admin.email")} type="email" value={form.email} onChange={set("email")} />
            <div className="field">
              <label htmlFor="tc-admin-role">{t("t.admin.role")}</label>
              <select
                id="tc-admin-role"
                value={form.role}
                onChange={(e) => setForm({ ...form, role: e.target.value === "admin" ? "admin" : "teacher" })}
              >
                <option value="teacher">{t("t.role.teacher")}</option>
                <option value="admin">{t("t.role.admin")}</option>
              </select>
            </div>
            <Button type="submit" busy={create.isPending}>
              {t("t.admin.add")}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
