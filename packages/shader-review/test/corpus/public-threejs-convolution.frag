// mrdoob/three.js examples/jsm/shaders/ConvolutionShader.js, fragmentShader (MIT); the two
// lines below are the shader's `defines`, which the library injects as #define lines.
#define KERNEL_SIZE_FLOAT 25.0
#define KERNEL_SIZE_INT 25
uniform float cKernel[ KERNEL_SIZE_INT ];

uniform sampler2D tDiffuse;
uniform vec2 uImageIncrement;

varying vec2 vUv;

void main() {

	vec2 imageCoord = vUv;
	vec4 sum = vec4( 0.0, 0.0, 0.0, 0.0 );

	for( int i = 0; i < KERNEL_SIZE_INT; i ++ ) {

		sum += texture2D( tDiffuse, imageCoord ) * cKernel[ i ];
		imageCoord += uImageIncrement;

	}

	gl_FragColor = sum;

}
