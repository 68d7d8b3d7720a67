import { OrderResult } from "../sentence-sorting/parts/OrderResult.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Fill-in ordering result: No.n rows with the student's sentence and the right one at score 0.
 * @param props - the shell's result props
 * @returns the result list
 */
export default function FillInOrderResult(props: ResultProps<"fill-in-order">) {
  return <OrderResult {...props} />;
}
