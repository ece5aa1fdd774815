export interface SessionUser {
  id: string;
  fullName: string;
  email?: string | null;
  mobileNumber: string;
  userType: string;
  image?: string | null;
  avatar?: string | null;
  address?: string | null;
  landmark?: string | null;
  city?: string | null;
  pin?: string | null;
  createdAt?: string;
}
