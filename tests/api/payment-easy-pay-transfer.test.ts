import { describe } from 'vitest';
import { easyPayAndTransferCases } from '../fixtures/easy-pay-transfer-cases';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true });

describe('간편결제 and 계좌이체 through the sandbox', () => {
  easyPayAndTransferCases(testApp);
});
