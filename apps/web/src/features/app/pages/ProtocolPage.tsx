import { PROTOCOL_TYPES, type ProtocolType } from "@hibiki/contracts";
import { useParams } from "react-router";
import { ProtocolView } from "../components/ProtocolView.tsx";

/**
 * /about/details/:type — one protocol text (terms, privacy policy, SDK list, permissions).
 * @returns the page
 */
export default function ProtocolPage() {
  const { type } = useParams();
  const known = (PROTOCOL_TYPES as readonly string[]).includes(type ?? "") ? (type as ProtocolType) : null;
  return <ProtocolView type={known} />;
}
