export { registerSandboxGateway, SANDBOX_GATEWAY_PREFIX } from './register.ts';
export { SandboxCardGateway } from './sandbox-card-gateway.ts';
export { SandboxGatewayState } from './sandbox-state.ts';
export { SANDBOX_TEST_CARDS, type SandboxTestCard, type SandboxBehaviour } from './test-cards.ts';
