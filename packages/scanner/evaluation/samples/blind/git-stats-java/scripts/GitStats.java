import java.io.*;
import java.util.*;

public class GitStats {
    public static void main(String[] args) throws Exception {
        Process p = new ProcessBuilder("git", "log", "--pretty=format:%an").redirectErrorStream(true).start();
        Map<String, Integer> counts = new TreeMap<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream()))) {
            String line;
            while ((line = r.readLine()) != null) counts.merge(line, 1, Integer::sum);
        }
        p.waitFor();
        counts.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(20)
            .forEach(e -> System.out.printf("%5d  %s%n", e.getValue(), e.getKey()));
    }
}
