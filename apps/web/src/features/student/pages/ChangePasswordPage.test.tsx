import { fireEvent, screen } from "@testing-library/react";
import { signIn } from "@web/lib/session.ts";
import { renderWithProviders } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import ChangePasswordPage from "./ChangePasswordPage.tsx";

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("/changePassword: the hint and the errors state one length rule (issue 16 #21)", () => {
  it.each([
    ["abc12", "パスワードは6文字以上で入力してください"],
    ["abc-123", "パスワードは6〜10文字の半角英数字で入力してください"],
    ["abcdefgh1234", "パスワードは6〜10文字の半角英数字で入力してください"],
  ])("new password %s: the error agrees with the hint 6〜10", (next, message) => {
    signIn({ token: "t", id: 1, username: "student1", isCollege: false });
    renderWithProviders(<ChangePasswordPage />, "/changePassword");
    expect(screen.getByText("6〜10文字の半角英数字")).toBeTruthy();
    fill("現在のパスワード", "old123");
    fill("新しいパスワード", next);
    fill("新しいパスワード（確認）", next);
    fireEvent.click(screen.getByRole("button", { name: /変更|保存/ }));
    const error = screen.getByTestId("password-error").textContent ?? "";
    expect(error).toBe(message);
    expect(error).not.toContain("5");
  });
});
