/** Types for the matter-js source modules (./matter.ts): each is the namespace of the same name in @types/matter-js. */
declare module 'matter-js/src/factory/Bodies.js' {
  import type Matter from 'matter-js';
  const Bodies: typeof Matter.Bodies;
  export default Bodies;
}
declare module 'matter-js/src/body/Body.js' {
  import type Matter from 'matter-js';
  const Body: typeof Matter.Body;
  export default Body;
}
declare module 'matter-js/src/body/Composite.js' {
  import type Matter from 'matter-js';
  const Composite: typeof Matter.Composite;
  export default Composite;
}
declare module 'matter-js/src/core/Engine.js' {
  import type Matter from 'matter-js';
  const Engine: typeof Matter.Engine;
  export default Engine;
}
declare module 'matter-js/src/core/Events.js' {
  import type Matter from 'matter-js';
  const Events: typeof Matter.Events;
  export default Events;
}
