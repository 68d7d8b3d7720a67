import { BoxClosedError, confirmBox } from "@web/lib/message-box.ts";

/**
 * Asks a yes/no question in the app's message box.
 * @param text - the question
 * @returns true on OK, false when cancelled or closed
 */
export async function confirmed(text: string): Promise<boolean> {
  try {
    await confirmBox(text);
    return true;
  } catch (err) {
    if (err instanceof BoxClosedError) return false;
    throw err;
  }
}
