import { describe, expect, it } from 'vitest';
import { aliyunDriver, canonicalQuery, popEncode, rpcSignature, stringToSign } from './sms-drivers';

/**
 * Known answers from Alibaba Cloud's documentation of the RPC signature (ECS "签名机制" example,
 * AccessKeySecret `testsecret`) and of the SMS API (dysmsapi SendSms example, `testSecret`).
 */
describe('Aliyun RPC signature', () => {
  it('reproduces the documented DescribeRegions example', () => {
    const params = {
      Timestamp: '2016-02-23T12:46:24Z',
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
    };
    expect(stringToSign('GET', params)).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    expect(rpcSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('reproduces the documented SendSms example (UTF-8 sign name, JSON template parameters)', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(canonicalQuery(params)).toContain(
      'SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8',
    );
    expect(rpcSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('encodes the RFC 3986 way: space %20, * %2A, ~ kept, reserved characters escaped', () => {
    expect(popEncode("a b*c~d!'()+/=&")).toBe('a%20b%2Ac~d%21%27%28%29%2B%2F%3D%26');
  });
});

describe('Aliyun driver', () => {
  const config = {
    category: 3,
    smsCode: 'ali',
    templateId: 'SMS_1',
    accessKey: 'testId',
    secretKey: 'testSecret',
    regionId: 'cn-hangzhou',
    signName: '测试',
  };

  it('sends a signed GET through the injected fetch and reads BizId', async () => {
    const urls: string[] = [];
    const driver = aliyunDriver({
      fetch: async (url) => {
        urls.push(url);
        return {
          status: 200,
          text: async () => '{"Code":"OK","Message":"OK","BizId":"900619746936498440^0"}',
        };
      },
      now: () => new Date('2017-07-12T02:42:19.123Z'),
      nonce: () => 'nonce-1',
    });
    const res = await driver.send({
      config,
      phones: ['13800000000', '13900000000'],
      params: { code: '1234' },
    });
    expect(res).toEqual({ ok: true, messageId: '900619746936498440^0' });
    const u = new URL(urls[0]);
    expect(u.host).toBe('dysmsapi.aliyuncs.com');
    const q = Object.fromEntries(u.searchParams);
    expect(q).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      PhoneNumbers: '13800000000,13900000000',
      TemplateParam: '{"code":"1234"}',
      Timestamp: '2017-07-12T02:42:19Z',
      SignatureNonce: 'nonce-1',
    });
    const { Signature, ...rest } = q;
    expect(Signature).toBe(rpcSignature('GET', rest, 'testSecret'));
  });

  it('answers the provider refusal, a network error and an incomplete config as failures', async () => {
    const refuse = aliyunDriver({
      fetch: async () => ({
        status: 200,
        text: async () => '{"Code":"isv.MOBILE_NUMBER_ILLEGAL","Message":"非法手机号"}',
      }),
    });
    expect(await refuse.send({ config, phones: ['13800000000'], params: {} })).toEqual({
      ok: false,
      error: 'isv.MOBILE_NUMBER_ILLEGAL: 非法手机号',
    });
    const down = aliyunDriver({
      fetch: async () => {
        throw new Error('ECONNRESET');
      },
    });
    expect((await down.send({ config, phones: ['13800000000'], params: {} })).error).toContain('ECONNRESET');
    const none = aliyunDriver({ fetch: async () => expect.fail('must not call the provider') });
    expect(
      (await none.send({ config: { ...config, secretKey: '' }, phones: ['13800000000'], params: {} })).error,
    ).toContain('secretKey');
  });
});
