import { SUPPORT_SENT } from "#app/domain/support/request.ts";
import { PASSWORD } from "./support/constants.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// The one form convention (docs/decisions/0015-forms.md) as a person meets it: errors below
// their fields, the first invalid field focused, a refusal for the whole form at its top, and
// the same with JavaScript turned off, where the server's answer is the page.

test.describe("with JavaScript", () => {
  test("the browser checks the sign-up with the server's own rules before sending it, and focuses the first invalid field", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/auth?mode=sign-up");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveText("All fields are required for registration");
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Phone").fill("123");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByLabel("Phone")).toHaveAccessibleDescription(
      "Please enter a valid 10-digit phone number",
    );
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Invalid email address");
    await expect(page.getByLabel("Phone")).toBeFocused();
    await expect(page.getByRole("alert")).toHaveCount(0);
    // Editing a field clears its error only.
    await page.getByLabel("Phone").fill("5551234567");
    await expect(page.getByLabel("Phone")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    // All of it said by the browser: nothing was sent.
    expect(posts).toEqual([]);
  });

  test("sign-in: the server's refusal at the top of the form, the address kept", async ({ page }) => {
    await page.goto("/auth");
    await waitForHydration(page);
    await page.getByLabel("Email").fill("nobody@test.example");
    await page.getByLabel("Password").fill("Wrong-Password-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page.getByLabel("Email")).toHaveValue("nobody@test.example");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-up: the server's refusal for the whole form, then below a field with the focus on it", async ({
    page,
  }) => {
    await page.goto("/auth?mode=sign-up");
    await page.getByLabel("First Name").fill("Ada");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveText("All fields are required for registration");
    await expect(page.getByLabel("First Name")).toHaveValue("Ada");

    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Phone").fill("5551234567");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Invalid email address");
    await expect(page.getByLabel("Email")).toBeFocused();
    await expect(page.getByLabel("Last Name")).toHaveValue("Lovelace");
    await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("sign-in: a wrong password is said at the top of the form", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill("nobody@test.example");
    await page.getByLabel("Password").fill("Wrong-Password-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page.getByLabel("Email")).toHaveValue("nobody@test.example");
  });

  test("profile: refused fields keep what was typed; a good save says so", async ({ asCustomer }) => {
    const { page } = await asCustomer({ context: { javaScriptEnabled: false } });
    await page.goto("/dashboard/profile");
    const form = page.getByRole("region", { name: "Profile Settings" });
    await form.getByLabel("Last Name").fill("");
    await form.getByLabel("Phone Number").fill("12");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please correct the fields marked below.");
    await expect(form.getByLabel("Last Name")).toHaveAccessibleDescription("Last name is required");
    await expect(form.getByLabel("Last Name")).toBeFocused();
    await expect(form.getByLabel("Phone Number")).toHaveValue("12");
    await form.getByLabel("Last Name").fill("Byron");
    await form.getByLabel("Phone Number").fill("5557778888");
    await form.getByRole("button", { name: "Save Changes" }).click();
    // The page that answers says so, in the toast's words, and shows what was saved.
    await expect(page.getByRole("status").filter({ hasText: "Profile updated successfully" })).toBeVisible();
    await expect(form.getByLabel("Last Name")).toHaveValue("Byron");
    await page.goto("/dashboard/profile");
    await expect(form.getByLabel("Last Name")).toHaveValue("Byron");
  });

  test("support: the request is checked, then sent to the team and shown in Messages", async ({
    asCustomer,
  }) => {
    const { page } = await asCustomer({ context: { javaScriptEnabled: false } });
    await page.goto("/dashboard/support");
    const form = page.getByRole("region", { name: "Quick Support Request" });
    await form.getByRole("button", { name: "Send Request" }).click();
    await expect(form.getByLabel("Subject")).toHaveAccessibleDescription("Subject is required");
    await expect(form.getByLabel("Subject")).toBeFocused();
    await form.getByLabel("Subject").fill("Payment date");
    await form.getByLabel("Message").fill("Can I move my payment to the 15th?");
    await form.getByRole("button", { name: "Send Request" }).click();
    await expect(form.getByRole("status")).toContainText(SUPPORT_SENT);
    await expect(form.getByLabel("Subject")).toHaveValue("");
    await form.getByRole("link", { name: "Open Messages" }).click();
    const thread = page.getByRole("list", { name: "Your conversation with our team" });
    await expect(thread).toContainText("Payment date");
    await expect(thread).toContainText("Can I move my payment to the 15th?");
  });
});
