#version 300 es
precision mediump float;
uniform sampler2D uImage;
in vec2 vUv;
void main() {
  gl_FragColor = texture2D(uImage, vUv);
}
