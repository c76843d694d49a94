/** Pages, auth, errors. */
const shell = {
  app: {
    page: {
      dashboard: 'Dashboard',
      quick_search: 'Quick Search',
      forgot_password: 'Forgot password',
      lockscreen: 'Locked',
      not_found: 'Page not found',
      server_error: 'Server error',
      profile: 'Edit profile',
    },
    action: {
      language: 'Language',
      reload: 'Reload',
    },
    errors: {
      something_wrong: 'Someting is wrong, try it later...',
      unknown: 'Unknown errors, try it later...',
      timeout: 'The server did not answer in time, try it later...',
      load_failed: 'This part of the application could not be loaded. A new version may have been released: reload the page.',
      wrong_password: 'The password is not correct.',
      username_taken: 'This username is already taken.',
      email_taken: 'This email is already in use.',
      file_too_large: 'The file is too large: an image may be at most 2 MB.',
      unsupported_file_type: 'Only PNG, JPEG, WebP or GIF images can be uploaded.',
    },
    auth: {
      product_tagline: 'Back office for customers, projects and marketing',
      sign_in: 'Sign in',
      sign_in_title: 'Sign in to your account',
      sign_up: 'Sign up',
      sign_up_title: 'Create your account',
      no_account: "Don't have an account?",
      have_account: 'Already have an account?',
      forgot_password: 'Forgot password?',
      back_to_login: 'Back to sign in',
      username: 'Username',
      password: 'Password',
      name: 'Full name',
      email: 'Email',
      logged_in_title: 'Logged In',
      logged_in_text: 'You have successfully logged in to %{product}',
      registered_title: 'Succesful Registered',
      registered_text: 'You have successfully registered!',
      forgot_password_text:
        'Passwords are reset by an administrator. Ask a superadmin of your company to set a new password for your account.',
      lockscreen_text: 'The screen was locked after a while without activity. Enter your password to go on where you left off.',
      unlock: 'Unlock',
      not_you: 'Not %{name}?',
      sign_out: 'Sign out',
      not_found_text: 'The page you are looking for does not exist or has moved.',
      server_error_text: 'The server ran into a problem. Try again in a moment.',
      go_home: 'Go to the dashboard',
    },
  },
};

export default shell;
