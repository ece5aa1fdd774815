import type { User } from '@carmarket/shared/domain';
import type { UserRow } from '../../lib/auth';
import { toIso } from '../../lib/dates';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    mobileNumber: row.mobileNumber,
    userType: row.userType,
    image: row.image,
    avatar: row.avatar,
    address: row.address,
    landmark: row.landmark,
    city: row.city,
    pin: row.pin,
    createdAt: toIso(row.createdAt),
  };
}
