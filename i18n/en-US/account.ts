/** The signed-in person's own account: the profile page. */
const account = {
  app: {
    profile: {
      details: 'Profile',
      name: 'Name',
      username: 'Username',
      email: 'Email',
      phone: 'Phone',
      phone_hint: '10 or 11 digits; may be left empty',
      save: 'Save profile',
      saved: 'Your profile is saved',
      change_picture: 'Change picture',
      remove_picture: 'Remove',
      picture_hint: 'PNG, JPEG, WebP or GIF, at most 2 MB',
      password: 'Password',
      password_hint: 'Changing your password signs you out on every other device and browser.',
      current_password: 'Current password',
      new_password: 'New password',
      confirm_password: 'New password, again',
      change_password: 'Change password',
      password_changed: 'Your password is changed. Every other session has ended.',
      lockscreen: 'Lock screen',
      lock_after: 'Lock the screen after',
      lock_hint: 'Without activity, in this browser. Your password unlocks it.',
      lock_minutes: '1 minute |||| %{smart_count} minutes',
      lock_never: 'Never',
      mail: 'E-mail from the office',
      mail_language: 'Language of my e-mails',
      mail_language_business: 'The business’s language',
      overdue_digest: 'A morning e-mail of my overdue tasks',
      overdue_digest_hint: 'Sent once a day when tasks you take part in are past their deadline and still open. Deadline reminders come either way.',
      mail_saved: 'Your e-mail settings are saved',
    },
  },
};

export default account;
