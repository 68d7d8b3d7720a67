import { Icon } from "@web/components/Icon.tsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNewFunctionsQuery } from "../api.ts";

/**
 * "New features" list (skillup/new-function-list); the server lists only features that exist.
 * @returns the card, or nothing when the list is empty
 */
export function NewFunctions() {
  const { t } = useTranslation();
  const fns = useNewFunctionsQuery();
  const items = fns.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="card" aria-labelledby="newfn-title">
      <h2 id="newfn-title">{t("home.new_functions")}</h2>
      <ul className="link-list">
        {items.map((f) => (
          <li key={f.function_id}>
            <Link to={f.route.startsWith("/") ? f.route : "/home"} className="link-row">
              <span className="link-icon">
                <Icon name="star" />
              </span>
              <span>
                <strong>{f.name}</strong>
                {f.is_new === 1 && <span className="chip">{t("home.new")}</span>}
                <br />
                <span className="muted">{f.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
