/**
 * The Chakra UI components this product uses, re-exported from `shared`.
 *
 * Why not share `@chakra-ui/react` itself: a federated shared module is provided
 * whole, because the provider cannot know which exports consumers will use, and
 * the whole Chakra barrel is about 310 KB gzipped, more than the login page's
 * entire budget. Re-exported from here instead, Chakra is tree-shaken to what is
 * listed and still exists once in the page, inside the `shared` singleton, so the
 * shell's theme reaches every remote. Apps import Chakra only through `shared`
 * (enforced by lint); add a component here when a screen needs it.
 */
export {
  Box,
  Button,
  ChakraProvider,
  Container,
  Flex,
  Heading,
  Input,
  Link,
  Spinner,
  Stack,
  Text,
  chakra,
  createSystem,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
