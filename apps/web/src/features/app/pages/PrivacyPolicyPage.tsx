import { ProtocolView } from "../components/ProtocolView.tsx";

/**
 * /privacy-policy — the privacy policy, without header.
 * @returns the page
 */
export default function PrivacyPolicyPage() {
  return <ProtocolView type="privacy_policy" />;
}
