// How a user type reads on screen, the same in every app (shell account drawer and mobile menu,
// car detail seller card and Contact Seller dialog, every account screen). Signup registers
// everyone as 'EndUser', a value for the API, never for a person: a private person is shown as
// 'Owner' where they sell (side panel, profile, a car's seller, an enquiry's owner) and as 'Buyer'
// where they enquire (Interested Buyers), as the API's enquiry and seller answers already do.
// Owner, Seller and Dealer read as themselves.
export type UserTypeContext = 'seller' | 'buyer';

export function userTypeLabel(userType: string | null | undefined, context: UserTypeContext = 'seller'): string {
  const value = userType?.trim() ?? '';
  if (value === '' || value === 'EndUser') return context === 'buyer' ? 'Buyer' : 'Owner';
  return value;
}
