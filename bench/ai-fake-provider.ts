// Child process of bench/ai-gateway.ts: one fake OpenAI-compatible provider on a free loopback
// port, answering a short text with placeholders (so the gateway's unmasking does real work).
// Prints {"url": …, "apiKey": …} on stdout once listening.
import { startFakeProvider } from '../src/server/modules/ai-modules/gateway/testing/fake-providers';

const fake = await startFakeProvider('openai');
fake.setResponder(() => 'A [NAME_1]-nak szóló levelet a [EMAIL_1] címre küldjük, a [PHONE_1] számot csak sürgős esetben hívjuk. A szerződés 5. pontja szerint a határidő 15 nap.');
process.stdout.write(`${JSON.stringify({ url: fake.url, apiKey: fake.apiKey })}\n`);
process.once('SIGTERM', () => {
  void fake.close().then(() => process.exit(0));
});
