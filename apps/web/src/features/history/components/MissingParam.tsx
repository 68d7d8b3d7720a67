import { Link } from "react-router";
import { historyUrls } from "../routes.tsx";

/**
 * What a history page shows when its link lacks the parameter it needs: a plain sentence and the way to the
 * history list, where every entry carries it.
 * @param props - the message and the link's text
 * @returns the notice
 */
export function MissingParam({ message, linkText }: { message: string; linkText: string }) {
  return (
    <div className="page page-narrow">
      <section className="card" role="status" data-testid="history-missing-param">
        <p>{message}</p>
        <Link className="btn btn-primary" to={historyUrls.index()}>
          {linkText}
        </Link>
      </section>
    </div>
  );
}
