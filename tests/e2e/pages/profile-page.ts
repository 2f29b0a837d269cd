import { expect, type Page } from '@playwright/test';
import { LoginPanel, RegistrationSheet, type Person } from './auth-sheet';

export class ProfilePage {
  constructor(readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/profile${query}`);
  }

  /** The Login / Register tabs of the logged-out page. */
  loginTab(): LoginPanel {
    return new LoginPanel(this.page, this.page.getByRole('tabpanel', { name: 'Login' }));
  }
  registerTab(): RegistrationSheet {
    return new RegistrationSheet(this.page, this.page.getByRole('tabpanel', { name: 'Register' }));
  }

  async expectLoggedOut(): Promise<void> {
    await expect(this.page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(this.page.getByRole('tab', { name: 'Register' })).toBeVisible();
    await expect(this.page.getByTestId('teaser-rent')).toBeVisible();
    await expect(this.page.getByTestId('teaser-buyer')).toBeVisible();
  }

  async expectSignedInAs(person: Pick<Person, 'firstName' | 'lastName' | 'email'>): Promise<void> {
    await expect(this.page.getByTestId('profile-name')).toHaveText(`${person.firstName} ${person.lastName}`);
    await expect(this.page.getByTestId('profile-email')).toHaveText(person.email);
  }

  /**
   * Signs out and waits for the page's reload: the guest view shows before it (the sign-out says so at once), and
   * anything typed into that first view is gone when the reloaded page replaces it.
   */
  async signOut(): Promise<void> {
    const reloaded = this.page.waitForEvent('load');
    await this.page.getByRole('button', { name: 'Sign Out' }).click();
    await reloaded;
  }
}
