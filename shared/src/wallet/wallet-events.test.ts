import { createEmitter } from './wallet-events.ts';

type Events = { ping: number; pong: string };

describe('createEmitter', () => {
  it('calls the listeners of an event, in order, until they unsubscribe', () => {
    const emitter = createEmitter<Events>();
    const calls: string[] = [];
    const offA = emitter.on('ping', (n) => calls.push(`a${n}`));
    emitter.on('ping', (n) => calls.push(`b${n}`));
    emitter.on('pong', (s) => calls.push(s));
    emitter.emit('ping', 1);
    offA();
    emitter.emit('ping', 2);
    emitter.emit('pong', 'p');
    expect(calls).toEqual(['a1', 'b1', 'b2', 'p']);
  });

  it('reports a throwing listener and still calls the rest', () => {
    const onError = jest.fn();
    const emitter = createEmitter<Events>(onError);
    const later = jest.fn();
    emitter.on('ping', () => {
      throw new Error('boom');
    });
    emitter.on('ping', later);
    emitter.emit('ping', 1);
    expect(onError).toHaveBeenCalledWith(new Error('boom'));
    expect(later).toHaveBeenCalledWith(1);
  });

  it('reports to the console by default and ignores events nobody listens to', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const emitter = createEmitter<Events>();
    emitter.emit('pong', 'nobody');
    emitter.on('ping', () => {
      throw new Error('x');
    });
    emitter.emit('ping', 1);
    expect(spy).toHaveBeenCalledWith(new Error('x'));
    spy.mockRestore();
  });
});
