import { useCreateSupplier } from '../../../../lib/api/create-supplier.ts';
import { useAddSupplierAccount } from '../../../../lib/api/create-supplier-account.ts';
import { usePaymentFlow } from '../stores/payment-flow.ts';
import { errorText } from '../../shared/components/error-text.ts';

export class PayeeRegistrationError extends Error {}

/**
 * Creates the supplier and/or account typed in this flow (spec §5: they must be registered
 * before the payment). Each success is written to the flow at once, so a retry after a failed
 * account call posts only the account. The returned function resolves to the server's warnings
 * (e.g. duplicate account).
 */
export function useRegisterNewPayee(): () => Promise<string[]> {
  const createSupplier = useCreateSupplier();
  const createAccount = useAddSupplierAccount();
  return async () => {
    const warnings: string[] = [];
    const flow = () => usePaymentFlow.getState();
    let supplierCreatedNow = false;

    const { formOne } = flow().invoiceForm;
    const newSupplier = flow().newSupplier;
    if (formOne.isNewSupplier && newSupplier) {
      try {
        const created = await createSupplier.mutateAsync(newSupplier.body);
        flow().supplierCreated(created.supplier.id, created.supplier.name);
        warnings.push(...created.warnings.map((w) => w.message));
        supplierCreatedNow = true;
      } catch (e) {
        throw new PayeeRegistrationError(`支払先を登録できませんでした。\n${errorText(e)}`);
      }
    }

    const { formOne: one, formTwo } = flow().invoiceForm;
    const newAccount = flow().newAccount;
    if (formTwo.isNewAccount && newAccount && one.supplierId !== null) {
      try {
        const created = await createAccount.mutateAsync({ supplierId: one.supplierId, body: newAccount.body });
        flow().accountCreated(created.account.id);
        warnings.push(...created.warnings.map((w) => w.message));
      } catch (e) {
        const lead = supplierCreatedNow
          ? '支払先は登録されましたが、振込先口座を登録できませんでした。'
          : '振込先口座を登録できませんでした。';
        throw new PayeeRegistrationError(
          `${lead}\n${errorText(e)}\n内容をご確認のうえ、もう一度「確認へ進む」を押してください。`,
        );
      }
    }
    return warnings;
  };
}
