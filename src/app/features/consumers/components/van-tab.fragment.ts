// The virtual bank account the VAN tab shows: the Van query's answer, and assignVan's.
import { graphql } from '../../../api/generated';

export const VanFields = graphql(`
  fragment VanFields on Van {
    bankName
    branchName
    branchCode
    accountName
    accountType
    accountNumber
    vanKey
  }
`);
