// Types for the two mljs packages that ship none (the parts this service uses).
declare module 'ml-logistic-regression' {
  import type { Matrix } from 'ml-matrix';
  export default class LogisticRegression {
    constructor(options?: { numSteps?: number; learningRate?: number });
    classifiers: { testScores(features: Matrix): number[] }[];
    numberClasses: number;
    train(X: Matrix, Y: Matrix): void;
    predict(X: Matrix): number[];
    toJSON(): object;
    static load(model: object): LogisticRegression;
  }
}

declare module 'ml-naivebayes' {
  export class GaussianNB {
    means: number[][];
    calculateProbabilities: (number | [number, number])[][];
    train(X: number[][], y: number[]): void;
    predict(X: number[][]): number[];
    toJSON(): object;
    static load(model: object): GaussianNB;
  }
}
