// The session the chrome's tests sign in with: a newly registered user, whose role the API still
// calls 'EndUser' (the header, drawer and menu show it as 'Owner').
import type { StoredSession } from '@carmarket/shared';

export const NEW_END_USER_SESSION: StoredSession = {
  token: 't',
  user: { id: 'u-9', fullName: 'Meera Iyer', mobileNumber: '9812345678', userType: 'EndUser' },
};
