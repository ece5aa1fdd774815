// Fetches the leads (all, or one car's) and downloads them; says so when there are none.
import { downloadTextFile } from '../../lib/csv-download';
import { getReceivedEnquiries } from './api/get-received-enquiries';
import { buildLeadsCsv, leadsFileName } from './leads-csv';

export async function downloadLeads(car?: { id: string; carName: string }): Promise<{ count: number }> {
  const buyers = await getReceivedEnquiries(car ? { carId: car.id } : {});
  if (buyers.length > 0) downloadTextFile(leadsFileName(car?.carName), buildLeadsCsv(buyers));
  return { count: buyers.length };
}
