import { describe, expect, it } from 'vitest';
import { messages } from './messages';

// Literals below are copied from the spec; a typo in `messages` fails here.
describe('messages', () => {
  it('carry the error catalogue of spec section 8 word for word', () => {
    expect(messages.signup.emailInUse).toBe('This email address is already registered.');
    expect(messages.signup.weakPassword).toBe('Password must be at least 6 characters long.');
    expect(messages.signup.failed).toBe('Failed to create an account. Please try again.');
    expect(messages.signup.passwordMismatch).toBe('Passwords do not match.');
    expect(messages.login.failed).toBe('Invalid email or password. Please try again.');
    expect(messages.contact.sendFailure).toBe('Failed to send message. Please try again.');
    expect(messages.registration.locationDenied).toBe('Location permission denied.');
    expect(messages.registration.geolocationUnsupported).toBe(
      'Geolocation is not supported by this browser.',
    );
    expect(messages.registration.submitFailure).toBe(
      'An error occurred during submission. Please try again.',
    );
    expect(messages.registration.submitSuccess).toBe('Profile and documents updated successfully!');
    expect(messages.bookings.loadError).toBe('Failed to load bookings. Please try again later.');
    expect(messages.account.loadError).toBe('Error loading profile data');
    expect(messages.status.loadError).toBe('Error loading status');
    expect(messages.verifyEmail.resendSuccess).toBe(
      'A new verification email has been sent. Please check your inbox (and spam folder).',
    );
    expect(messages.verifyEmail.resendFailure).toBe(
      'Failed to send verification email. Please try again later.',
    );
    expect(messages.registration.fileTooLarge).toBe('File size should be under 50MB');
    expect(messages.documents.fileTooLarge).toBe('File size should be under 50MB');
    expect(messages.registration.partnerNotLoaded).toBe(
      'Original partner data is not loaded yet. Cannot update.',
    );
  });

  it('carry the validation and helper messages of spec section 5', () => {
    expect(messages.validation.phoneDigits).toBe('Phone must be 10 digits');
    expect(messages.validation.aadhaarDigits).toBe('Aadhaar must be 12 digits');
    expect(messages.validation.passwordMismatch).toBe('Passwords do not match.');
    expect(messages.validation.passwordTooShort).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(messages.api.uploadArgumentsRequired).toBe(
      'Partner ID, file, and docTypeKey are required.',
    );
    expect(messages.api.invalidDocumentType('passport')).toBe(
      'Invalid document type key: passport',
    );
    expect(messages.api.partnerIdRequired).toBe('Partner ID is required.');
    expect(messages.api.partnerNotLoaded).toBe(
      'Original partner data is not loaded yet. Cannot update.',
    );
  });

  it('carry the screen strings of spec section 2', () => {
    expect(messages.landing.heroTitle).toBe('Turn Your Skills into Income');
    expect(messages.landing.becomeAPartner).toBe('Become a Partner');
    expect(messages.landing.joinShataToday).toBe('Join Shata Today');
    expect(messages.landing.loginSignUp).toBe('Login/Sign-up');
    expect(messages.landing.benefitTitles).toEqual([
      'Reach More Customers',
      'Easy Booking Management',
      'Guaranteed Payments',
      'Grow Your Business',
      'Safe & Secure Platform',
      'Easy KYC Onboarding',
    ]);
    // Beside the spec's words, the header has our own: the logo's name and the brand.
    expect(messages.header).toEqual({
      home: 'Shata home',
      brand: 'Shata',
      account: 'Account',
      login: 'Login',
      signUp: 'Sign Up',
      myAccount: 'My Account',
      myBookings: 'My Bookings',
      logout: 'Logout',
      verificationRequired: 'Complete your verification process to access this feature',
    });
    expect(messages.logoutDialog).toEqual({
      title: 'LOGOUT',
      question: 'Are You Sure You Want to Logout?',
      cancel: 'Cancel',
      confirm: 'Log Out',
    });
    expect(messages.appChooser).toEqual({
      title: 'Choose Your App',
      partnerApp: 'For service providers',
      googlePlay: 'Get it on Google Play',
      appStore: 'Download on the App Store',
      close: 'Close',
    });
    expect(messages.termsPage.title).toBe('Partner Terms and Conditions');
    expect(messages.login).toMatchObject({
      forgotPassword: 'Forget Password?',
      submit: 'Login',
      submitting: 'Logging In...',
      signUpLink: 'Become a Partner',
    });
    expect(messages.signup).toMatchObject({
      submit: 'Verify',
      submitting: 'Verifying...',
      loginLink: 'Login',
    });
    expect(messages.verifyEmail.resendIn(30)).toBe('Resend in 30s');
    expect(messages.verifyEmail.resendIn(0)).toBe('Resend in 0s');
    expect(messages.registration).toMatchObject({
      fillYourDetailsNow: 'Fill Your Details Now',
      noServicesSelected: 'No services selected',
      getLocation: 'Get Location',
      selectCountry: 'Select Country',
      skipPan: 'Skip PAN',
      allDocumentsUploaded: 'All Documents Uploaded!',
      submitting: 'Submitting...',
    });
    expect(messages.account.loading).toBe('Loading...');
    expect(messages.bookings).toMatchObject({
      title: 'My Bookings',
      viewFullDetails: 'View Full Details',
      empty: 'No bookings found.',
      loading: 'Loading bookings...',
    });
    expect(messages.status).toMatchObject({
      continueToDashboard: 'Continue to Dashboard',
      pleaseWait: 'Please wait while we verify your details',
    });
  });

  it('carry the progress messages of spec section 4', () => {
    expect(messages.progress).toEqual({
      downloadApp: 'Download the Shata Partner app to complete your registration',
      onlineKycCompleted: 'Online KYC completed',
      companyVerificationCompleted: 'Company verification completed',
      companyVerificationApproved: 'Company verification approved',
      allVerificationsCompleted: 'All verifications completed!',
    });
  });

  it('word our own validation messages', () => {
    expect(messages.validation.tooLong('Name', 200)).toBe('Name must be at most 200 characters');
    expect(messages.validation.unknownFields(['status'])).toBe('Unknown field: status');
    expect(messages.validation.unknownFields(['status', 'kycStatus'])).toBe(
      'Unknown fields: status, kycStatus',
    );
  });
});
